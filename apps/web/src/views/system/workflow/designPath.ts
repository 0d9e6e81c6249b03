/** The workflow screen's menu path (seeded: component /system/workflow/index). */
export const WORKFLOW_PATH = '/develop/workflow';

/** The designer of a workflow: the same screen with `?id=`, its tag named after the workflow. */
export function designPath(workflow: { id: number; name: string }): string {
  const query = new URLSearchParams({ id: String(workflow.id), tagsViewName: workflow.name });
  return `${WORKFLOW_PATH}?${query}`;
}
