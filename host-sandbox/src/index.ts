// The async boundary: shared singletons are negotiated with the remote before anything uses them.
void import('./bootstrap');
