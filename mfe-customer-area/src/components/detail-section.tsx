import { useId, type ReactNode } from 'react';
import { Box, chakra, Heading, Stack } from 'shared-ui';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** Text colour of the value (the cancellation policy's orange or green). */
  color?: string;
}

/** Label–value rows as a description list, two columns from small screens up. */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(9rem, max-content) 1fr' }} columnGap="6" rowGap="2">
      {rows.map((row) => (
        <Box key={row.label} display="contents">
          <chakra.dt color="fg.muted" fontWeight="medium">
            {row.label}
          </chakra.dt>
          <chakra.dd m="0" color={row.color} mb={{ base: '2', sm: '0' }}>
            {row.value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

/** One titled section of a reservation: a region named by its heading, rows as a description list. */
export function DetailSection({ title, rows, children }: { title: string; rows?: DetailRow[]; children?: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="5">
      <Stack gap="3">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {rows && rows.length > 0 ? <DetailRows rows={rows} /> : null}
        {children}
      </Stack>
    </Box>
  );
}
