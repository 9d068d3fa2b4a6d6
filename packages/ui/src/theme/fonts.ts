// Side-effect module: bundles Inter (variable weight axis) so screens and screenshots
// never depend on the fonts installed on a machine.
import '@fontsource-variable/inter';
