import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 1 s by default. CI runs two jest workers on two cores, and a debounced search plus a
// fetch plus a Chakra render can take longer than that there: a ceiling, not a delay, so a passing test is as fast.
configure({ asyncUtilTimeout: 5000 });
