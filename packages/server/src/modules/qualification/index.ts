// The public face (docs/architecture.md "Modules"): what other modules may call.
export { type GivenLicence, giveLicence } from './licence-rows';
export { pilotProblems } from './pilot';
export { type QualifiedSigner, qualifiedSigner } from './signer';
