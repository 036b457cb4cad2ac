import { Editor } from "@/keystatic/editor";
import { editorData } from "@/keystatic/content-schemas";

export default function EditorPage() {
  return <Editor data={editorData()} />;
}
