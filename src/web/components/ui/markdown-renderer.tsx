import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** The markdown renderer behind `Markdown` (markdown.tsx), in its own chunk. */
export default function MarkdownRenderer({ children }: { children: string }) {
  return (
    <ReactMarkdown skipHtml remarkPlugins={[remarkGfm]}>
      {children}
    </ReactMarkdown>
  );
}
