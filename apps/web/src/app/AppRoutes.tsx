import { builtInTools } from '@toolnest/registry';
import { Route, Routes } from 'react-router-dom';
import { CataloguePage } from '../pages/CataloguePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ToolRoute } from '../pages/ToolRoute';

/**
 * The route table: the catalogue, one lazy route per registry tool, Page Not Found for
 * everything else. A tool whose package does not exist yet has no route, so its path
 * shows Page Not Found (never a placeholder).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<CataloguePage />} />
      <Route path="/tools" element={<CataloguePage />} />
      {builtInTools.map((tool) => (
        <Route key={tool.slug} path={tool.href} element={<ToolRoute tool={tool} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
