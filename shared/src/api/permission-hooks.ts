import { can, type Decision, type PermissionAction, type PermissionResource } from '../rules/permissions';
import { useAuthDetails } from './auth-hooks';

/**
 * What the permission table (`can`, shared/src/rules/permissions) answers for the signed-in user: the
 * screens ask the same question as the server, to offer only what the user may do. Undefined while the
 * user is not known yet (a screen then shows neither the control nor a refusal).
 */
export function usePermission(action: PermissionAction, resource?: PermissionResource): Decision | undefined {
  const { data: user } = useAuthDetails();
  return user ? can({ id: user.id, role: user.role }, action, resource) : undefined;
}

/** True only once the user is known and the table allows the action. */
export function useAllowed(action: PermissionAction, resource?: PermissionResource): boolean {
  return usePermission(action, resource)?.allowed === true;
}
