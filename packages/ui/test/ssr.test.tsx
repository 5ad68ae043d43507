// @vitest-environment node
// Every control renders on the server: no window, document or storage during render.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../src/controls/button';
import { Checkbox } from '../src/controls/checkbox';
import { CopyButton } from '../src/controls/copy-button';
import { Dialog } from '../src/feedback/dialog';
import { Field } from '../src/controls/field';
import { FileDrop } from '../src/controls/file-drop';
import { Input } from '../src/controls/input';
import { Progress } from '../src/feedback/progress';
import { RadioGroup } from '../src/controls/radio-group';
import { Select } from '../src/controls/select';
import { Slider } from '../src/controls/slider';
import { Switch } from '../src/controls/switch';
import { Table } from '../src/controls/table';
import { Tabs } from '../src/controls/tabs';

describe('server rendering', () => {
  it('runs with no DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each([
    ['Select', <Select aria-label="Who Paid?" options={[{ value: 'a', label: 'Alice' }]} placeholder="Select person" />, 'Select person'],
    ['Checkbox', <Checkbox label="Uppercase" defaultChecked />, 'Uppercase'],
    ['RadioGroup', <RadioGroup label="Split Type" options={[{ value: 'equal', label: 'Split Equally' }]} />, 'Split Equally'],
    ['Slider', <Slider label="Password length" min={4} max={50} defaultValue={12} />, 'value="12"'],
    ['Switch', <Switch label="Live" />, 'role="switch"'],
    ['Dialog', <Dialog trigger={<Button>Edit</Button>} title="Edit Tool Request" />, 'aria-haspopup="dialog"'],
    ['Progress', <Progress aria-label="Progress" value={40} />, 'aria-valuenow="40"'],
    ['Table', <Table columns={[{ key: 'n', header: 'Name', cell: (r: string) => r, sortValue: (r: string) => r }]} rows={['b', 'a']} rowKey={(r) => r} />, 'Name'],
    ['Tabs', <Tabs items={[{ value: 'a', label: 'First', content: 'Panel' }]} />, 'Panel'],
    ['Field', <Field label="Name" hint="Hint" error="Error"><Input /></Field>, 'aria-invalid="true"'],
    ['CopyButton', <CopyButton text="x" />, 'Copy'],
    ['FileDrop', <FileDrop label="Choose PDF files" accept={['.pdf']} />, 'type="file"'],
  ])('%s', (_name, element, expected) => {
    expect(renderToString(element)).toContain(expected);
  });

  it('ties Field ids together in the server markup', () => {
    const html = renderToString(
      <Field label="Name" hint="Hint">
        <Input />
      </Field>,
    );
    const id = /<label[^>]* for="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/aria-describedby="[^"]+-hint"/);
  });
});
