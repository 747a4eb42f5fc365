/** The CLI's help text and its usage error (exit code 2). */

export const USAGE = `Usage:
  abstractly generate <paper.txt|.pdf|.docx|.doc|.odt|.rtf|.md|.tex|.zip|.png… | -> --field <field> --level <level> --style <style> [options]
  abstractly generate --batch <requests.jsonl | ->
  abstractly check <abstract.txt | -> [--paper <paper.pdf|…>] [--journal <venue>] [--words <n>] [--evidence] [--json]
  abstractly serve [--port N] [--host H]
  abstractly --help

generate options:
  --title <text>          research title (required unless the document has one)
  --field <field>         computer-science, biology, psychology, engineering, medicine, physics,
                          chemistry, social-sciences, humanities, business, education, other (required)
  --level <level>         high-school, undergraduate, graduate, phd, professional (required)
  --style <style>         structured, narrative, informative, descriptive, critical (required)
  --words <n>             150, 200, 250, 300, 350, 400, 500, 750, 1000 (default 250)
  --language <code>       en, es, fr, de, zh, ja, ru (default en); a scanned paper is
                          recognised with that language's OCR data and English's
  --journal <venue>       nature, science, ieee, elsevier, springer, plos-one, ama, apa, mla, chicago
  --creativity <0-100>    step 5 (default 50)
  --technicality <0-100>  step 5 (default 50)
  --no-citations          remove citation markers from the abstract
  --instructions <text>   custom instructions
  --json                  print the function's JSON response instead of the abstract (the
                          companions included: highlights, tldr, plain_summary, title_suggestions,
                          ai_statement)
  --companions            after the abstract, print the companions, each count against its limit

  PDF, DOCX and DOC are read as the page reads them: running headers, page numbers, references
  and the paper's own abstract are left out; footnotes follow the body under "Notes". Use "-" to read plain text from standard input.

check options (findings with their place in the abstract, and the scores):
  --paper <file>          the paper, read like generate's; numbers are checked against it
  --journal <venue>       the venue's word limit, headings and citation rule are checked
  --words <n>             your word target (150 … 1000): over or under by more than 10% is flagged
  --style, --level, --language, --title   as for generate; --language is the language expected
  --evidence              print each sentence with a short excerpt of its source passage(s) in the paper
  --json                  print the function's JSON response (findings with start/end offsets)

batch mode:
  One JSON request per line (the form object plus an "id"). Writes one JSON line per request, in
  order: {"id", "success", "error"?, "data"?}.

Exit codes: 0 ok, 1 a generation failed (batch: any line) or check found an error, 2 usage error.
Environment: ABSTRACT_PROVIDER (default local), PORT, HOST, MAX_BODY_BYTES, WEB_DIST_DIR.`;

/** A mistake in how the command was typed: printed with a pointer to --help, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
