/*
 * All of Mantine's core CSS for the signed-in areas and the auth forms, where most components
 * appear; public pages load only mantine-public.ts. Same `@layer mantine` as there. The date
 * picker and editor CSS come with their components (VnDateInput, RichTextEditor).
 */
import '@mantine/core/styles.layer.css';
