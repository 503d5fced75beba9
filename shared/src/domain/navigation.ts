import type { PermissionAction } from '../rules/permissions';

/** Back-office navigation entry (docs/requirements.md §3). */
export interface NavMenu {
  name: string;
  to: string;
  /**
   * The action the screen behind it needs: the entry is offered only when the permission table
   * (`allows`, shared/src/rules/permissions) lets the user do it. Without one, every user sees it.
   */
  action?: PermissionAction;
}
/** Back-office navigation group (docs/requirements.md §3). */
export interface NavGroup {
  name: string;
  href?: string;
  menus: NavMenu[];
}
export interface DashboardMetric {
  name: string;
  value: number;
  unit?: string;
}
