import { ToolWrapper } from '@web/features/tools/tool-wrapper.tsx';

// Placeholder while this tool is being built.
export default function ToolPage() {
  return (
    <ToolWrapper toolId="tool-1">
      <p className="text-slate-600">This tool is not built yet.</p>
    </ToolWrapper>
  );
}
