// The async boundary: shared singletons negotiate with the shell before any of them runs.
import('./bootstrap');
