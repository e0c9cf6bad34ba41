import useSWR from 'swr';
import { type BulkCancelInput, WorkflowStatusAnswerSchema, type WorkflowStatusAnswer } from 'shared-contracts/activity-calendar';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';
import { calendarKey, SWR_OPTIONS } from './keys';

export type Workflow = WorkflowStatusAnswer['data'];

/** While a workflow runs the page asks for its progress this often. */
export const WORKFLOW_POLL_MS = 1000;

/** POST /booking/v1/bulk-cancel-reservation: close departures and cancel their bookings, or retry failed refunds. */
export async function bulkCancel(input: BulkCancelInput): Promise<Workflow> {
  return (await getHttpClient().post(api.activityCalendar.bulkCancel.path(), input, WorkflowStatusAnswerSchema, { kind: 'panel' })).data;
}

/** POST /booking/v1/check-workflow-status: the workflow's progress. */
export async function getWorkflow(workflowId: string): Promise<Workflow> {
  return (await getHttpClient().post(api.activityCalendar.workflowStatus.path(), { workflow_id: workflowId }, WorkflowStatusAnswerSchema, { kind: 'panel' })).data;
}

/** The workflow, asked again every WORKFLOW_POLL_MS while it runs; null: none to follow. */
export function useWorkflow(workflowId: string | null) {
  return useSWR(workflowId ? calendarKey('workflow', workflowId) : null, () => getWorkflow(workflowId!), {
    ...SWR_OPTIONS,
    refreshInterval: (latest) => (latest && latest.status !== 'running' ? 0 : WORKFLOW_POLL_MS),
  });
}
