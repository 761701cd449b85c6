// The due engine of maintenance control (`@hangar/domain/due`): time-rule codes, validation and selection,
// calendar arithmetic, due computation and the API schemas of time rules.
export * from './calendar';
export * from './due';
export * from './forecast';
export * from './order';
export * from './rules';
export * from './schema';
