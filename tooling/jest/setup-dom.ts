// jsdom lacks TextEncoder/TextDecoder, which ky needs (FACTS.md).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout, hence no ResizeObserver; Chakra's popovers (menu, tooltip) observe sizes to place
// themselves. A no-op one is enough: no component test asserts positions.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
