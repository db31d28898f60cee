/** The review window's components; the review page mounts ReviewView and installs useDecisionKeys. */
export { ReviewView, type ReviewViewProps } from './ReviewView';
export { useDecisionKeys, handleDecisionKey } from './useDecisionKeys';
export type { Report, ReportEvent, ReportState } from './ReportForm';
export { Header } from './Header';
export { VerdictBanner } from './VerdictBanner';
export { AssetChanges } from './AssetChanges';
export { Exposures } from './Exposures';
export { AddressDetails } from './AddressDetails';
export { RequestDetails } from './RequestDetails';
export { DecisionBar } from './DecisionBar';
export { ReportForm } from './ReportForm';
