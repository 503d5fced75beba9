// The product fonts (FONT_CSS in shared/ui) the texts on the views are drawn with, as the review's
// preview draws them: only the weights FONT_CSS uses; a font file is fetched only when a text uses it.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/outfit/latin-600.css';
import '@fontsource/cabin/latin-500.css';
