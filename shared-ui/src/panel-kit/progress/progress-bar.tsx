import { Progress } from '@chakra-ui/react';

export interface ProgressBarProps {
  /** 0–100; null while the total is not known yet (the bar then moves without a value). */
  value: number | null;
  /** What is progressing: the bar's accessible name. */
  label: string;
  /** What a screen reader says of the value (e.g. "12 of 40 departures"), instead of a bare percentage. */
  valueText?: string;
  size?: 'xs' | 'sm' | 'md';
  minW?: string;
  /** `orange` once something along the way has failed. */
  colorPalette?: 'brand' | 'orange';
}

/**
 * The kit's one progress bar (uploads, CSV imports, exports, downloads, long-running workflows): a named
 * progressbar with the brand colour, so every long task in the panels shows and reads the same.
 */
export function ProgressBar({ value, label, valueText, size = 'sm', minW, colorPalette = 'brand' }: ProgressBarProps) {
  return (
    <Progress.Root value={value} max={100} size={size} colorPalette={colorPalette} {...(minW ? { minW } : {})}>
      <Progress.Track aria-label={label} {...(valueText ? { 'aria-valuetext': valueText } : {})}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
