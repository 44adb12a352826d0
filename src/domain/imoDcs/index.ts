export { dcsPeriods, type DcsChange, type DcsConsumer, type DcsPeriod, type DcsRecord } from './periods';
export { aggregateDcs, type DcsAggregate } from './aggregate';
