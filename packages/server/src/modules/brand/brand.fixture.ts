import { MARKER } from '../../test/matrix-fixture';
import { namedEntry } from '../../test/matrix-world';

/** A's brand entry. */
export default namedEntry('brand', MARKER);
