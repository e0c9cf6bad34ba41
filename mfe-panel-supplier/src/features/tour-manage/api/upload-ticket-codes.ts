import { api } from 'shared-contracts/paths';
import { TICKET_CODE_FILE_FIELD, TicketCodeUploadAnswerSchema, type TicketCodeUploadAnswer } from 'shared-contracts/tour-manage';
import { createXhrUploader, type Uploader } from 'shared-ui/panel-kit';

export type TicketCodeUploadResult = TicketCodeUploadAnswer['data'];

/**
 * POST /core/v1/tours/{id}/csv-upload: the whole CSV as multipart, through the kit's XHR uploader (fetch reports no
 * upload progress); resolves with the per-row report.
 */
export function ticketCodesUploader(tourId: number): Uploader<TicketCodeUploadResult> {
  const upload = createXhrUploader({ path: api.tourManage.uploadTicketCodes.path({ id: tourId }), field: TICKET_CODE_FILE_FIELD, schema: TicketCodeUploadAnswerSchema });
  return async (file, options) => (await upload(file, options)).data;
}
