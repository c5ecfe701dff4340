import { NumberInput, type NumberInputProps, Text } from '@mantine/core';

/**
 * An amount typed with Vietnamese thousands dots ('12.500.000'); the form posts the formatted
 * text, which the catalogue's formattedNumeric rule reads (dots stripped, greater than 0).
 */
export function MoneyInput({ currency, ...props }: NumberInputProps & { currency: string }) {
  return (
    <NumberInput
      thousandSeparator="."
      decimalSeparator=","
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      rightSection={
        <Text size="xs" c="dimmed" pr={6}>
          {currency}
        </Text>
      }
      rightSectionWidth={48}
      {...props}
    />
  );
}
