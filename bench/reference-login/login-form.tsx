import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

// The bench's reference for /login: the same form (the same fields, labels, buttons and checks) in React 19
// with plain elements, one bundle and no Module Federation, no component library, no router and no
// Supabase client. Lighthouse's main-thread estimate for it is the floor /login is compared with.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function Field({
  id,
  label,
  type,
  autoComplete,
  error,
}: {
  id: string;
  label: string;
  type: string;
  autoComplete: string;
  error: string | null;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="error">
          {error}
        </p>
      )}
    </div>
  );
}

function LoginForm() {
  const [errors, setErrors] = useState<{ email: string | null; password: string | null }>({
    email: null,
    password: null,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    setErrors({
      email: EMAIL.test(email) ? null : 'Enter a valid email address',
      password: password ? null : 'Enter your password',
    });
  };
  return (
    <main>
      <h1>Login to Job Tracker</h1>
      <p>Welcome back. Pick up your job search where you left it.</p>
      <button type="button">Login with Google</button>
      <form onSubmit={submit} noValidate aria-label="Log in with email">
        <Field id="email" label="Email" type="email" autoComplete="email" error={errors.email} />
        <Field id="password" label="Password" type="password" autoComplete="current-password" error={errors.password} />
        <button type="button" className="link">
          Forgot password?
        </button>
        <button type="submit">Log In</button>
      </form>
      <p>
        Don&apos;t have an account? <a href="/signup">Sign up</a>
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<LoginForm />);
