/** Back-office navigation group (docs/requirements.md §3). */
export interface NavMenu {
  name: string;
  to: string;
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
