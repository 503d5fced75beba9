// The font files of the product fonts (FONT_CSS in shared/ui), so the review draws and prints a text in
// the font the editor placed it with. Only the weights FONT_CSS uses.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/outfit/latin-600.css';
import '@fontsource/cabin/latin-500.css';
