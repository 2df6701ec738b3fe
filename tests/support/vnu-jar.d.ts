/** vnu-jar (the W3C Nu HTML checker) ships no types: its main module is the path of vnu.jar, as a String object. */
declare module 'vnu-jar' {
  const vnuJarPath: string;
  export default vnuJarPath;
}
