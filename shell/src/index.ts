// The async boundary: shared singletons (react, router, jotai, shared-contracts, shared-ui) negotiate first.
import('./bootstrap');
