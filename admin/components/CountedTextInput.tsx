/** A text input with a live length counter against the contract's maximum (SEO title and description). */
import { TextInput, useSourceContext, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

export function CountedTextInput({ max, ...props }: TextInputProps & { max: number }) {
  const translate = useTranslate();
  const name = useSourceContext().getSource(props.source);
  const length = ((useWatch({ name }) as string | null) ?? '').length;
  const over = length > max;
  return (
    <TextInput
      fullWidth
      {...props}
      helperText={
        <span style={over ? { color: '#d32f2f', fontWeight: 600 } : undefined} data-testid={`counter-${name}`}>
          {translate('admin.seo.counter', { count: length, max })}
        </span>
      }
    />
  );
}
