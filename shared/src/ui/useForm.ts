import { useRef, useState, type FormEvent } from 'react';
import { failedFields, failureText } from '../api/failure';
import { useMutation, type MutationOptions } from '../api/mutation';
import { hasErrors, isDirty, withoutErrors, type FormErrors } from './form-state';
import { useWarnBeforeUnload } from './useWarnBeforeUnload';

export interface FormOptions<Values, Result> {
  initial: Values | (() => Values);
  /** The local check before sending: the errors by field (none: send). */
  check?: (values: Values) => FormErrors;
  /** The write (one request, or several in order); goes through `useMutation`. */
  save: (values: Values) => Promise<Result>;
  /** SWR keys the write changes (see `useMutation`). */
  invalidate?: MutationOptions<Values, Result>['invalidate'];
  onSaved?: (result: Result, values: Values) => void;
  /** The failure's text when the server gives no Spanish message of its own (network down, a 5xx). */
  failureFallback: string;
  /** A refused save whose message belongs beside one field (a taken username): that field's key. */
  fieldOfFailure?: (error: unknown) => string | undefined;
  /** Errors were found (by the check or named by the server): e.g. open the tab of the first one. */
  onErrors?: (errors: FormErrors) => void;
  /** Ask before the page unloads while the values differ from the saved ones (default true). */
  warnBeforeUnload?: boolean;
}

export interface Form<Values, Result> {
  values: Values;
  /** Replaces the values; the errors of `fields` (the keys the change touched) go away. */
  setValues: (next: Values, fields?: readonly string[]) => void;
  /** Changes one top-level field. */
  set: <K extends keyof Values & string>(key: K, value: Values[K]) => void;
  errors: FormErrors;
  /** Replaces every field error (e.g. none, when any change clears them all). */
  setErrors: (errors: FormErrors) => void;
  /** The error to give a `Field` (undefined when the field is fine). */
  errorOf: (key: string) => string | undefined;
  /** The last save's failure in Spanish (the server's own message when it sent one), or null. */
  failure: string | null;
  saving: boolean;
  /** The values differ from the last saved (or initial) ones. */
  dirty: boolean;
  /** Checks, then saves; resolves to `{ result }`, or undefined when nothing was saved. What was typed stays either way. */
  submit: (event?: FormEvent) => Promise<{ result: Result } | undefined>;
  /** Takes `values` as saved (the dirty guard's new reference), e.g. after the server completed them. */
  markSaved: (values: Values) => void;
}

/**
 * The form helper of the kit: values, field errors (give `errorOf(key)` to a `Field`, which marks the control
 * aria-invalid and says the error beside it with role="alert"), a dirty guard before unloading, and the save
 * through `useMutation` with the server's Spanish message on failure. A failed save never clears the values.
 */
export function useForm<Values, Result>(options: FormOptions<Values, Result>): Form<Values, Result> {
  const [values, setValuesState] = useState<Values>(options.initial);
  const [saved, setSaved] = useState<Values>(values);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const dirty = isDirty(values, saved);

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    latest.current.onErrors?.(found);
  };

  // The answer travels boxed: `trigger` resolves to undefined after a failure, and a write may answer nothing.
  const invalidate = options.invalidate;
  const mutation = useMutation(async (v: Values) => ({ result: await latest.current.save(v) }), {
    invalidate: typeof invalidate === 'function' ? (arg, boxed) => invalidate(arg, boxed.result) : invalidate,
    onError: (error) => {
      const opts = latest.current;
      const text = failureText(error, opts.failureFallback);
      const field = opts.fieldOfFailure?.(error);
      if (field) return showErrors({ [field]: text });
      setFailure(text);
      const named = failedFields(error);
      if (named.length) showErrors(Object.fromEntries(named.map((f) => [f, ' '])));
    },
  });

  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useWarnBeforeUnload(() => (latest.current.warnBeforeUnload ?? true) && dirtyRef.current);

  const setValues = (next: Values, fields: readonly string[] = []) => {
    setValuesState(next);
    setErrors((e) => withoutErrors(e, fields));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = latest.current.check?.(values) ?? {};
    if (hasErrors(found)) {
      showErrors(found);
      return undefined;
    }
    setErrors({});
    setFailure(null);
    const sent = values;
    const boxed = await mutation.trigger(sent);
    if (boxed === undefined) return undefined;
    setSaved(sent);
    latest.current.onSaved?.(boxed.result, sent);
    return boxed;
  };

  return {
    values,
    setValues,
    set: (key, value) => setValues({ ...values, [key]: value }, [key]),
    errors,
    setErrors,
    errorOf: (key) => errors[key],
    failure,
    saving: mutation.isMutating,
    dirty,
    submit,
    markSaved: setSaved,
  };
}
