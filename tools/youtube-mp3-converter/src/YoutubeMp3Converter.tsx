import { urlParam, useUrlSettings } from '@toolnest/ui';
import { Field } from '@toolnest/ui/field';
import { Select } from '@toolnest/ui/select';
import { ServerCheckForm } from '@toolnest/ui/server-check-form';
import Music from 'lucide-react/icons/music';
import { useState } from 'react';
import { DEFAULT_QUALITY, IDLE, isMp3Quality, MP3_QUALITIES, QUALITY_OPTIONS, type ConversionView } from './logic';
import { ProgressArea } from './ProgressArea';
import { useConversion } from './use-conversion';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export { CONVERT_URL } from './use-conversion';

// The quality is a setting (shared links keep it); the URL is the visitor's input and stays out of the address bar.
const settingsSchema = { quality: urlParam.oneOf(MP3_QUALITIES, DEFAULT_QUALITY) };

export interface YoutubeMp3ConverterProps {
  /** A progress area to start with (stories); the page starts idle. */
  initialView?: ConversionView;
}

/**
 * YouTube to MP3: a URL and a quality in; the server extracts the audio and
 * converts it; the page asks for the progress once a second and offers the MP3 when it is ready.
 */
export function YoutubeMp3Converter({ initialView = IDLE }: YoutubeMp3ConverterProps) {
  const [settings, setSettings] = useUrlSettings(settingsSchema);
  const [url, setUrl] = useState('');
  const { view, busy, start } = useConversion(initialView, settings.quality);

  return (
    <ServerCheckForm
      label="YouTube URL"
      hint="A youtube.com or youtu.be link to a public video"
      value={url}
      onValueChange={setUrl}
      input={{ type: 'url', inputMode: 'url', placeholder: 'https://www.youtube.com/watch?v=...', autoComplete: 'url' }}
      options={
        <Field label="MP3 quality">
          <Select
            options={QUALITY_OPTIONS}
            value={settings.quality}
            onValueChange={(quality) => {
              if (isMp3Quality(quality)) setSettings({ quality });
            }}
            className="sm:w-48"
          />
        </Field>
      }
      icon={Music}
      buttonLabel="Convert to MP3"
      busy={busy}
      onSubmit={() => void start(url)}
    >
      <ProgressArea view={view} />
    </ServerCheckForm>
  );
}

export default YoutubeMp3Converter;
