// jsdom lacks TextEncoder/TextDecoder, which ky needs (FACTS.md).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
