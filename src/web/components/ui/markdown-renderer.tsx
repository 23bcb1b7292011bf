import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

// A table may be wider than a phone (it scrolls sideways): keyboard users must be able to focus it to scroll.
function ScrollableTable({ node: _node, ...props }: ComponentProps<'table'> & { node?: unknown }) {
  return <table tabIndex={0} {...props} />;
}

/** The markdown renderer behind `Markdown` (markdown.tsx), in its own chunk. */
export default function MarkdownRenderer({ children }: { children: string }) {
  return (
    <ReactMarkdown skipHtml remarkPlugins={[remarkGfm]} components={{ table: ScrollableTable }}>
      {children}
    </ReactMarkdown>
  );
}
