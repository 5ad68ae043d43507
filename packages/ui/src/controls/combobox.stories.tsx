import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Combobox } from './combobox';

const TOOLS = ['Case Convert', 'Word Count', 'URL Encoder', 'Base64 Converter', 'JSON Formatter'];

function Tools({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const options = TOOLS.filter((tool) => tool.toLowerCase().includes(value.trim().toLowerCase()));
  return (
    <Combobox
      label="Search tools"
      listLabel="Tools"
      value={value}
      onValueChange={setValue}
      options={options}
      optionKey={(tool) => tool}
      renderOption={(tool) => tool}
      onSelect={(tool) => setValue(tool)}
      empty="No tools match."
      placeholder="Search tools…"
    />
  );
}

const meta = {
  title: 'UI/Combobox',
  component: Tools,
} satisfies Meta<typeof Tools>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Everything: Story = {};
export const Filtered: Story = { args: { initial: 'co' } };
export const NoMatch: Story = { args: { initial: 'zzz' } };
