// Build step: compiles the offline PIN code list into dist/pincodes.json (see pin-directory.ts).
import {
  COMPILED_PINS_FILE,
  writeCompiledPins,
} from '../src/server/adapters/pincode/pin-directory.ts';

const compact = await writeCompiledPins();
console.log(`PIN codes: ${Object.keys(compact.pins).length} → ${COMPILED_PINS_FILE}`);
