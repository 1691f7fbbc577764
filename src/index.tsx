// The async boundary federation needs: shared singletons are negotiated before any of them is used.
void import('./bootstrap');
