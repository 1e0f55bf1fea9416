int f( {
