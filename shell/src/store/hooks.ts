import { useDispatch, useSelector } from 'react-redux';
import type { ShellDispatch, ShellState } from './create-shell-store';

export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();
export const useShellSelector = useSelector.withTypes<ShellState>();
