/** The meta description of the tool's page. */
export const pageDescription =
  'Bundle PDF files into one ZIP archive in your browser: choose or drop your PDFs and download pdfs.zip. Nothing is uploaded; every file comes out byte for byte.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Put many PDFs into one ZIP file</h2>
      <p>
        PDF to ZIP packs a set of PDF documents into a single ZIP archive, so you can e-mail, upload or store them as
        one file instead of twenty attachments. The archive is built by your own browser: the files are never sent to a
        server, and the download starts as soon as the archive is ready.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>
          Press <strong>Choose PDF files</strong> and pick one or more PDFs, or drag them from your file manager onto the
          dashed box. Choosing again replaces the list.
        </li>
        <li>
          Check the list: it shows each file&apos;s name and size, and the <strong>×</strong> button next to a file
          takes it out. A long list scrolls.
        </li>
        <li>
          Press <strong>Create ZIP Archive</strong>. A progress bar follows the work, and your browser saves the result
          as <code>pdfs.zip</code>.
        </li>
      </ol>

      <h2>What ends up in the archive</h2>
      <p>
        Every PDF you chose, byte for byte, at the top level of the archive, with its own name and date. Each file is
        compressed with the standard DEFLATE method when that makes it smaller. Most of a PDF is compressed inside
        already (images, fonts, page streams): those parts are stored as they are rather than spending time on a saving
        of one or two percent, and only the plain parts between them are compressed. Any ZIP program
        opens the result: Windows Explorer, macOS Finder, 7-Zip, <code>unzip</code>.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>Are my files uploaded anywhere?</h3>
      <p>
        No. The files are read and packed by your browser, in a background thread, and the archive goes straight to
        your downloads. Nothing leaves your device, so confidential documents stay confidential.
      </p>
      <h3>Why was one of my files ignored?</h3>
      <p>
        Only real PDFs are packed. A PDF begins with the marker <code>%PDF-</code>, and the tool looks for it in the
        first 1,024 bytes of every file: a program or a picture renamed to <code>.pdf</code>, or an empty file, is left
        out with the message &ldquo;Only PDF files are supported. Non-PDF files were ignored.&rdquo;
      </p>
      <h3>Two of my files have the same name. What happens?</h3>
      <p>
        Both are kept. The second one is saved as <code>name (1).pdf</code>, the third as <code>name (2).pdf</code>,
        and so on; the list shows the name each renamed file will get. Names that differ only in capitals count as the
        same, since Windows and macOS would otherwise unpack one over the other. Names in any alphabet are stored as
        UTF-8, so they come out right on every system.
      </p>
      <h3>Why is the ZIP file hardly smaller than my PDFs?</h3>
      <p>
        Text, fonts and images inside a PDF are usually compressed already, and compressed data does not shrink a second
        time. The gain of zipping PDFs is having one tidy file, not saving space.
      </p>
      <h3>Is there a size limit?</h3>
      <p>
        The standard ZIP format holds up to 65,535 files and 4 GB in all; larger archives need an extension that this
        tool does not write, so it says so before starting. Everything is held in memory while the archive is built, so
        very large sets depend on your device: more than 100 MB in total may take a few seconds.
      </p>
      <h3>What if I delete or move a file after choosing it?</h3>
      <p>
        The browser can no longer read it, so no archive is made and the tool names the file (&ldquo;Could not read
        report.pdf.&rdquo;). Your list stays as it was: remove that file or choose it again, then create the archive.
      </p>
    </>
  );
}
