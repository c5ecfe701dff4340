import classes from './Handbook.module.css';

type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/**
 * An entry's body as written (`KnowledgeEntryData.body`): paragraphs apart by a blank line, lines
 * starting with "- " are bullets (consecutive ones, even apart by blank lines, make one list).
 */
export function bodyBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let text: string[] = [];
    const flush = () => {
      if (text.length > 0) blocks.push({ kind: 'p', text: text.join(' ') });
      text = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      if (line.startsWith('- ')) {
        flush();
        const last = blocks[blocks.length - 1];
        const item = line.slice(2).trim();
        if (last?.kind === 'ul') last.items.push(item);
        else blocks.push({ kind: 'ul', items: [item] });
      } else {
        text.push(line);
      }
    }
    flush();
  }
  return blocks;
}

export function KnowledgeBody({ body }: { body: string }) {
  return (
    <div className={classes.body} data-testid="knowledge-body">
      {bodyBlocks(body).map((b, i) =>
        b.kind === 'p' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order, never reordered
          <p key={i}>{b.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <ul key={i}>
            {b.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
