// The learning answers' types come from the contract (packages/contract/src/learning-answers.ts).
export type {
  CompletionConfig,
  DeckCard,
  MaterialProgress,
  MaterialTemplate,
  PreviewQuestion,
  PublicMaterial,
  WorkedExample,
  XpAward,
} from "@app/contract/learning-answers";
