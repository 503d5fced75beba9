/** Back-office navigation group (docs/requirements.md §3). */
export interface NavMenu {
  name: string;
  to: string;
  /** A report: shown only to the roles that may see it (`mayViewReport`, shared/src/rules/report-permissions.ts). */
  report?: 'samples' | 'sales';
  /** Shown to admins only (the screen behind it is theirs: `mayManageUsers`). */
  adminOnly?: boolean;
}
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
