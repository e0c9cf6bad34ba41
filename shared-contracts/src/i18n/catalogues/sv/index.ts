import type { en } from '../en';
import { core } from './core';
import { panel } from './panel';

export const sv: Record<keyof typeof en, string> = { ...core, ...panel };
