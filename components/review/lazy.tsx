/**
 * The review's heavier parts, loaded after the first paint: the decoded
 * request (typed-data fields; calls come decoded from the background), the
 * address details and the report form (further down). Site, method, verdict
 * and buttons never wait for them.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const RequestDetails = later<ComponentProps<typeof import('./RequestDetails').RequestDetails>>(() => import('./RequestDetails').then((m) => m.RequestDetails));
export const AddressDetails = later<ComponentProps<typeof import('./AddressDetails').AddressDetails>>(() => import('./AddressDetails').then((m) => m.AddressDetails));
export const ReportForm = later<ComponentProps<typeof import('./ReportForm').ReportForm>>(() => import('./ReportForm').then((m) => m.ReportForm));
