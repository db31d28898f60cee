/**
 * The review's heavier parts, loaded after the first paint: the decoded
 * request (typed-data fields; calls come decoded from the background), the
 * address details and the report form (further down). Site, method, verdict
 * and buttons never wait for them.
 */
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

const suspended = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

const LazyRequestDetails = lazy(() => import('./RequestDetails').then((m) => ({ default: m.RequestDetails })));
const LazyAddressDetails = lazy(() => import('./AddressDetails').then((m) => ({ default: m.AddressDetails })));
const LazyReportForm = lazy(() => import('./ReportForm').then((m) => ({ default: m.ReportForm })));

export const RequestDetails = (props: ComponentProps<typeof LazyRequestDetails>) => suspended(<LazyRequestDetails {...props} />);
export const AddressDetails = (props: ComponentProps<typeof LazyAddressDetails>) => suspended(<LazyAddressDetails {...props} />);
export const ReportForm = (props: ComponentProps<typeof LazyReportForm>) => suspended(<LazyReportForm {...props} />);
