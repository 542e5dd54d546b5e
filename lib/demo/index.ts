/** The demo ledger: generator, live mode, incident history and consistency checks. */
export { generateDemoLedger, wipeDemoLedger, ledgerIsEmpty, type DemoOptions, type DemoStats } from './generate';
export { startLiveDemo, type LiveOptions } from './live';
export { DEMO_HISTORY_DEFAULTS, demoHistory, type DemoHistory, type Window } from './history';
export type { DemoHistoryOptions } from '../config/demo-history';
export { CONSISTENCY_CHECKS, findViolations, type ConsistencyCheck, type Violation } from './consistency';
