/**
 * shared-ui/charts: a report's figures as the report pages show them (charts and a table). Only lazily loaded report
 * pages import this subpath, so the chart libraries never reach another page.
 */
export { type ReportChartTexts } from './report-chart';
export { ReportFigures, type ReportFiguresProps, type ReportFiguresTexts } from './report-figures';
