/** npm run contract:addresses — regenerates src/contract/addresses.ts from the endpoint table. */
import { writeFileSync } from 'node:fs';
import { ADDRESSES_FILE, renderAddresses } from './addresses';

writeFileSync(ADDRESSES_FILE, renderAddresses());
console.log(`addresses → ${ADDRESSES_FILE}`);
