/**
 * shared-ui/panel-kit: the back-office kit every panel screen builds on (docs/kit.md): the server-paged DataTable,
 * contract forms with a save bar, details pages, action dialogs, uploads, CSV import, xlsx export, pickers, confirmations.
 * Panel code only: a storefront page never imports it. Loading it registers its components' recipes (./recipes);
 * sheetjs-style and papaparse load on first use, not with the kit.
 */
import './recipes';

export { Checkbox, Switch, Table, Tabs, Textarea } from '@chakra-ui/react';

export { ConfirmDialog, type ConfirmDialogProps } from '../components/confirm-dialog';
export { ProgressBar, type ProgressBarProps } from './progress/progress-bar';
export { ConfirmProvider, useConfirm, useConfirmController, type Confirm, type ConfirmOptions } from './confirm/use-confirm';
export { ActionDialog, type ActionDialogProps, type DialogAction } from './dialog/action-dialog';
export { DetailsField, DetailsFrame, DetailsSection, type DetailsFieldProps, type DetailsFrameProps, type DetailsRecord } from './details/details-frame';

export { DataTable, type DataTableColumn, type DataTableProps, type RowAction, type TableFilter } from './table/data-table';
export {
  DEFAULT_PAGE_SIZE,
  fromListEnvelope,
  useServerTable,
  type PagingParams,
  type PagingStyle,
  type ServerTable,
  type SortDirection,
  type SortState,
  type StatusTab,
  type TablePage,
  type TableRequest,
  type UseServerTableOptions,
} from './table/use-server-table';
export { useColumnVisibility, type ChoosableColumn, type ColumnVisibility } from './table/use-column-visibility';
export { serviceListTabs } from './table/service-list-tabs';

export { useContractForm, type ContractFormApi, type FormSchema, type UseContractFormOptions } from './form/use-contract-form';
export { ContractForm, useConfirmLeave, type ContractFormProps } from './form/contract-form';
export { FormField, fieldErrorText, type FormFieldProps } from './form/form-field';
export { SaveBar, type SaveBarProps } from './form/save-bar';
export { ChoiceSelect, type Choice, type ChoiceSelectProps } from './form/choice-select';
export { useUnsavedChangesGuard, type UnsavedChangesGuard } from './form/unsaved-changes';
export { schemaFields, splitServerErrors, type ServerErrors } from './form/server-errors';

export { FileUpload, acceptsFile, type FileUploadProps, type UploadStatus } from './upload/file-upload';
export { createFilesUploader, createXhrUploader, type Uploader, type UploadProgress, type XhrUploaderOptions } from './upload/xhr-upload';

export { CsvImport, type CsvImportProps } from './csv/csv-import';
export {
  runCsvImport,
  type CsvBatchAnswer,
  type CsvImportProgress,
  type CsvImportResult,
  type CsvRowError,
  type CsvRowSchema,
  type RunCsvImportOptions,
} from './csv/run-csv-import';
export { errorReportCsv } from './csv/error-report';

export { buildXlsx, exportXlsx, type XlsxCell, type XlsxColumn, type XlsxOptions } from './export/export-xlsx';
export { downloadBlob } from './lib/download';
export { errorMessage } from './lib/error-message';
export { useDebouncedValue } from './lib/use-debounced-value';
export { downloadExport, fileNameOf, type ExportDownloadOptions, type ExportProgress } from './export/download-export';
export { DownloadButton, type DownloadButtonProps } from './export/download-button';
export { ExportButton, type ExportButtonProps } from './export/export-button';

export { DateRangePicker, isValidDateRange, type DateRange, type DateRangePickerProps } from './dates/date-range-picker';
export { MonthPicker, useBegunMonth, type MonthPickerProps } from './dates/month-picker';
export { WEEKDAYS, WeekdayPicker, type WeekdayPickerProps } from './dates/weekday-picker';
