import type { FieldErrors } from './form';

/** The schema's or the form's sentence about one field, under it. */
export function FieldError({ errors, field }: { errors: FieldErrors; field: string }) {
  const message = errors[field];
  return message ? <p className="pf-error" role="alert" data-testid={`error-${field}`}>{message}</p> : null;
}
